n = 100_000  # small: 1000
# Building strings as Python builds long text: pieces (f-strings, str(), +) appended to a list and
# joined, and ", ".join(). (The same with += on a str took 0.9 s here against 0.3 s: CPython copies
# the growing string whenever the allocator cannot extend it in place.)
digits = []
for i in range(n):
    digits.append(f"{i % 10}")
    if i % 50 == 49:
        digits.append("\n")
digits = "".join(digits)
report = []
for i in range(n // 10):
    report.append(f"Item #{i}: " + str(i * 3) + (" even" if i % 2 == 0 else " odd") + "\n")
report = "".join(report)
parts = []
for i in range(n // 10):
    parts.append(f"tag{i % 17}")
joined = ", ".join(parts)
print(f"{len(digits)} {len(report)} {len(joined)} {joined[-12:]}")

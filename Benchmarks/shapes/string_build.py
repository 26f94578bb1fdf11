n = 100_000  # small: 1000
# Building strings: += with f-strings, str(), +, and ", ".join().
digits = ""
for i in range(n):
    digits += f"{i % 10}"
    if i % 50 == 49:
        digits += "\n"
report = ""
for i in range(n // 10):
    report += f"Item #{i}: " + str(i * 3) + (" even" if i % 2 == 0 else " odd") + "\n"
parts = []
for i in range(n // 10):
    parts.append(f"tag{i % 17}")
joined = ", ".join(parts)
print(f"{len(digits)} {len(report)} {len(joined)} {joined[-12:]}")

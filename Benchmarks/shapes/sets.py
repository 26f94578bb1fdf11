n = 150_000  # small: 1500
# Sets: add, in, union, intersection, difference, and a set of strings.
seen = set()
repeats = 0
seed = 77
for _ in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    value = seed % 50000
    if value in seen:
        repeats += 1
    else:
        seen.add(value)
evens = set(range(0, 50000, 2))
both = seen.intersection(evens)
either = seen.union(evens)
odd = seen.difference(evens)
words = set()
for i in range(n // 10):
    words.add(f"w{i % 997}")
print(f"seen {len(seen)}, repeats {repeats}, both {len(both)}, either {len(either)}, odd {len(odd)}, words {len(words)}")

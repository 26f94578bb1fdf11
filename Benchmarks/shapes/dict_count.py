n = 400_000  # small: 2000
# Counting with a dict and get(key, 0): numbers drawn at random, and the letters of a text.
seed = 2024
counts = {}
for _ in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    key = seed % 1000
    counts[key] = counts.get(key, 0) + 1
letters = {}
text = "counting letters is what dictionaries are for"
for _ in range(n // 1000):
    for ch in text:
        if ch != " ":
            letters[ch] = letters.get(ch, 0) + 1
most = 0
for _, count in counts.items():
    if count > most:
        most = count
print(f"{len(counts)} numbers, most frequent {most} times; {len(letters)} letters, e: {letters.get('e', 0)}")

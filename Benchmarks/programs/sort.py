seed = 42
words = []
for _ in range(200_000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    words.append("w%d" % seed)
s = sorted(words)
print(s[0], s[-1], len(s))

vocabulary = ["the", "app", "saves", "its", "items", "when", "it", "enters", "background", "and",
              "loads", "them", "again", "at", "launch", "from", "documents", "archive", "file", "sandbox"]
seed = 7
picked = []
for _ in range(180_000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    picked.append(vocabulary[seed % len(vocabulary)])
text = " ".join(picked)
counts = {}
for word in text.split(" "):
    counts[word] = counts.get(word, 0) + 1
print(len(text.encode()), len(counts), counts.get("the", 0))

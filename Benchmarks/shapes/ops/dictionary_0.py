n = 4_000_000  # small: 2000
# A basic-operation pair: dictionary_0 and dictionary_1 differ only in dictionary_1 storing into a
# dict (one of 1,000 int keys, so mostly an update) once per iteration.
counts = {}
total = 0
for i in range(n):
    key = i % 1000
    total += key
print(total, len(counts))

n = 300_000  # small: 2000
# Loops over a list: for-in, enumerate() with a condition, and indices.
values = []
seed = 12345
for _ in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    values.append(seed % 1000)
total = 0
largest = 0
evens = 0
for value in values:
    total += value
    if value > largest:
        largest = value
    if value % 2 == 0:
        evens += 1
for index, value in enumerate(values):
    if index % 3 == 0:
        total -= value
rising = 0
for k in range(1, len(values)):
    if values[k] > values[k - 1]:
        rising += 1
print(f"total {total}, largest {largest}, evens {evens}, rising {rising}")

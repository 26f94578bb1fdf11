n = 1300  # small: 60
# Loops over ranges: nested for loops over range(), and a range with a step.
count = 0
total = 0
for a in range(1, n + 1):
    for b in range(a, n):
        if (a * b) % 7 == 3:
            count += 1
            total += a + b
strided = 0
for k in range(0, n * 100, 3):
    strided += k % 11
print(f"pairs: {count} total: {total} strided: {strided}")

n = 100  # small: 12
# Two-dimensional lists: a grid built with a comprehension, multiplied in triple loops.
a = [[0] * n for _ in range(n)]
b = [[0] * n for _ in range(n)]
for i in range(n):
    for j in range(n):
        a[i][j] = (i + j) % 10
        b[i][j] = (i * j) % 7
c = [[0] * n for _ in range(n)]
for i in range(n):
    for j in range(n):
        total = 0
        for k in range(n):
            total += a[i][k] * b[k][j]
        c[i][j] = total
trace = 0
total = 0
for i in range(n):
    trace += c[i][i]
    for value in c[i]:
        total += value
print(f"trace {trace}, total {total}, corner {c[n - 1][n - 1]}")

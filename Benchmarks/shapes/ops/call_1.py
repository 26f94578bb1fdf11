n = 4_000_000  # small: 2000
# A basic-operation pair: call_0 and call_1 differ only in call_1 calling a function (one argument,
# one result) once per iteration.
def nothing(x):
    return x

total = 0
for i in range(n):
    total += nothing(i)
print(total)

n = 4_000_000  # small: 2000
# A basic-operation pair: append_0 and append_1 differ only in append_1 appending to a list once
# per iteration.
items = []
total = 0
for i in range(n):
    total += i
print(total, len(items))

n = 400_000  # small: 3000
# Closures that capture and change variables: a counter factory (nonlocal), and lambdas in a list.
def make_counter(step):
    count = 0
    def counter():
        nonlocal count
        count += step
        return count
    return counter

by_one = make_counter(1)
by_three = make_counter(3)
total = 0
for i in range(n):
    total += by_one() if i % 2 == 0 else by_three()
    total %= 1_000_000_007
operations = []
operations.append(lambda x: x + 1)
operations.append(lambda x: x * 2)
operations.append(lambda x: x % 1000)
value = 1
for i in range(n):
    value = operations[i % 3](value)
print(f"total {total}, counters {by_one()} {by_three()}, value {value}")

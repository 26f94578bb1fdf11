class Counter:
    def __init__(self):
        self.value = 0
    def bump(self, amount):
        self.value += amount
total = 0
for i in range(1_000_000):
    counter = Counter()
    counter.bump(i)
    total += counter.value
print(total)

n = 4_000_000  # small: 2000
# A basic-operation pair: property_0 reads a variable where property_1 reads an attribute of an
# instance (the variable holding it, then .value): the difference is one attribute read.
class Box:
    def __init__(self):
        self.value = 1

box = Box()
one = 1
total = 0
for i in range(n):
    total += i + box.value
print(total)

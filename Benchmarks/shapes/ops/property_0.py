n = 4_000_000  # small: 2000
# A basic-operation pair: property_0 and property_1 differ only in property_1 reading an attribute
# of an instance (and adding it) once per iteration.
class Box:
    def __init__(self):
        self.value = 1

box = Box()
total = 0
for i in range(n):
    total += i
print(total)

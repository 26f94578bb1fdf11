n = 80000  # small: 600
# Classes with inheritance: overridden methods and a property, super().__init__, super().
class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    @property
    def sides(self):
        return 0

    def describe(self):
        return f"{self.name} with area {self.area()}"


class Rectangle(Shape):
    def __init__(self, width, height):
        self.width = width
        self.height = height
        super().__init__("rectangle")

    def area(self):
        return self.width * self.height

    @property
    def sides(self):
        return 4


class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)

    def describe(self):
        return "square, " + super().describe()


class Triangle(Shape):
    def __init__(self, base, height):
        self.base = base
        self.height = height
        super().__init__("triangle")

    def area(self):
        return self.base * self.height // 2

    @property
    def sides(self):
        return 3


shapes = []
for i in range(n):
    if i % 3 == 0:
        shapes.append(Rectangle(i % 10 + 1, i % 7 + 1))
    elif i % 3 == 1:
        shapes.append(Square(i % 9 + 1))
    else:
        shapes.append(Triangle(i % 8 + 2, i % 5 + 2))
total_area = 0
total_sides = 0
text_length = 0
for shape in shapes:
    total_area += shape.area()
    total_sides += shape.sides
    text_length += len(shape.describe())
print(f"area {total_area}, sides {total_sides}, text {text_length}, {shapes[1].describe()}")

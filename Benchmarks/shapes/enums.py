n = 200_000  # small: 2000
# Commands as tuples tagged by their first element, dispatched with if/elif, and an Enum with values.
from enum import Enum


class Heading(Enum):
    NORTH = 0
    EAST = 90
    SOUTH = 180
    WEST = 270


commands = []
seed = 5
for i in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    kind = seed % 4
    if kind == 0:
        commands.append(("move", seed % 7, seed % 5))
    elif kind == 1:
        commands.append(("turn", 90 * (seed % 3)))
    elif kind == 2:
        commands.append(("say", f"hello {i % 10}"))
    else:
        commands.append(("stop",))
x = 0
y = 0
angle = 0
said = 0
stops = 0
for command in commands:
    tag = command[0]
    if tag == "move":
        if command[1] == 0:
            y += command[2]
        else:
            x += command[1]
            y -= command[2]
    elif tag == "turn":
        angle = (angle + command[1]) % 360
    elif tag == "say":
        said += len(command[1])
    else:
        stops += 1
try:
    heading = Heading(angle)
except ValueError:
    heading = Heading.NORTH
name = heading.name.lower()
print(f"at {x},{y} facing {name}, said {said}, stopped {stops} times")

n = 200_000  # small: 2000
# Value objects copied and mutated, as a Python programmer copies them: classes with a copy() method.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def move(self, dx, dy):
        self.x += dx
        self.y += dy

    def copy(self):
        return Point(self.x, self.y)


class Player:
    def __init__(self, name, position, score):
        self.name = name
        self.position = position
        self.score = score

    def copy(self):
        return Player(self.name, self.position.copy(), self.score)


player = Player("Ada", Point(0, 0), 0)
kept = 0
total = 0
for i in range(n):
    copy = player.copy()
    copy.position.move(i % 3, 1)
    copy.score += i % 10
    if copy.score % 7 == 0:
        player = copy
        kept += 1
    total += copy.position.x + player.position.y
team = [player.copy() for _ in range(5)]
for index in range(len(team)):
    team[index].score += index
    team[index].position.x = index * 10
print(f"kept {kept}, sum {total}, player {player.position.x},{player.position.y} {player.score}, team {team[4].score} {team[0].position.x}")

n = 200_000  # small: 2000
# What Swift's observers do, as Python writes it: properties with setters, one clamping the value.
class Thermostat:
    def __init__(self):
        self.changes = 0
        self.history = 0
        self._target = 20

    @property
    def target(self):
        return self._target

    @target.setter
    def target(self, new_value):
        if new_value != self._target:
            self.changes += 1
        old_value = self._target
        self._target = min(new_value, 30)
        self.history = (self.history * 7 + self._target + old_value) % 1_000_003


class Score:
    def __init__(self):
        self.best = 0
        self._value = 0

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, new_value):
        self._value = new_value
        if new_value > self.best:
            self.best = new_value


thermostat = Thermostat()
score = Score()
for i in range(n):
    thermostat.target = 15 + i % 20
    score.value = (i * 7919) % 10007
print(f"changes {thermostat.changes}, history {thermostat.history}, target {thermostat.target}, best {score.best}")

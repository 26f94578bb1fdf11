n = 150_000  # small: 1500
# None for a missing value: dict.get() tested with "is not None", get(key, default), int() in a
# try/except, and a function returning None.
ages = {}
for i in range(1000):
    if i % 3 != 0:
        ages[f"p{i}"] = i % 90


def first_multiple(k, values):
    for value in values:
        if value % k == 0:
            return value
    return None


def parse(text):
    try:
        return int(text)
    except ValueError:
        return -1


window = [7, 11, 13, 22, 35, 49]
found = 0
total = 0
for i in range(n):
    key = f"p{i % 1500}"
    age = ages.get(key)
    if age is not None:
        found += 1
        total += age
    total += ages.get(f"q{i % 5}", 1)
    multiple = first_multiple(i % 6 + 2, window)
    if multiple is not None:
        total += multiple
    total += parse(f"x{i}" if i % 4 == 0 else f"{i % 100}")
names = ["Ada", None, "Grace"]
letters = 0
for name in names:
    letters += len(name) if name is not None else 0
print(f"found {found}, total {total}, letters {letters}")

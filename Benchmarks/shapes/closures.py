n = 300_000  # small: 2000
# The same work a Python programmer writes with comprehensions, sum() and max(key=).
numbers = list(range(n))
squares = [x * x % 1000 for x in numbers]
evens = [x for x in squares if x % 2 == 0]
total = sum(evens)
chained = sum(x % 7 for x in (x * 3 for x in numbers) if x % 5 != 0)
limit = 500
small = len([value for value in numbers if value % 1000 < limit])
labels = [f"n{x}" for x in numbers[:1000]]
longest = ""
for label in labels:
    if len(label) > len(longest):
        longest = label
print(f"{len(evens)} even squares, total {total}, chained {chained}, small {small}, longest {longest}")

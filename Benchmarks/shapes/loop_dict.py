n = 150  # small: 3
# Loops over a dict: items(), keys and values (sums only, as in the Swift twin).
stock = {}
for i in range(2000):
    stock[f"item{i}"] = (i * 37) % 101
total = 0
low = 0
for round_ in range(n):
    for name, quantity in stock.items():
        if quantity < round_:
            low += 1
        total += quantity + len(name)
sevens = 0
for key in stock:
    if key.endswith("7"):
        sevens += 1
big = 0
for quantity in stock.values():
    if quantity > 90:
        big += quantity
print(f"total {total}, low {low}, sevens {sevens}, big {big}")

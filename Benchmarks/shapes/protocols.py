n = 100_000  # small: 1000
# Duck typing with a base class that gives a default method: two overriding it or not, a list of them.
class Priced:
    def discounted(self, percent):
        return self.price - self.price * percent // 100


class Book(Priced):
    def __init__(self, pages):
        self.pages = pages

    @property
    def price(self):
        return 5 + self.pages // 50


class Game(Priced):
    def __init__(self, price):
        self.price = price

    def discounted(self, percent):
        return self.price // 2 if percent > 30 else self.price


class Subscription(Priced):
    def __init__(self, months):
        self.months = months

    @property
    def price(self):
        return self.months * 3


cart = []
for i in range(n):
    if i % 3 == 0:
        cart.append(Book(100 + i % 400))
    elif i % 3 == 1:
        cart.append(Game(20 + i % 40))
    else:
        cart.append(Subscription(1 + i % 12))
full = 0
sale = 0
for item in cart:
    full += item.price
    sale += item.discounted(10 + full % 40)
print(f"full {full}, sale {sale}")

n = 150_000  # small: 1000
# Exceptions: exception classes, a raising method, try/except by type, and a quiet try/except.
class InsufficientFunds(Exception):
    def __init__(self, needed):
        self.needed = needed


class Frozen(Exception):
    pass


class Account:
    def __init__(self):
        self.balance = 100
        self.frozen = False

    def withdraw(self, amount):
        if self.frozen:
            raise Frozen()
        if amount > self.balance:
            raise InsufficientFunds(amount - self.balance)
        self.balance -= amount
        return self.balance


account = Account()
succeeded = 0
short = 0
frozen = 0
quiet = 0
for i in range(n):
    account.frozen = i % 11 == 0
    try:
        account.withdraw(i % 37)
        succeeded += 1
    except InsufficientFunds as error:
        short += error.needed
        account.balance += 50
    except Exception:
        frozen += 1
    try:
        left = account.withdraw(1)
        quiet += left % 3
    except Exception:
        pass
print(f"succeeded {succeeded}, short {short}, frozen {frozen}, quiet {quiet}, balance {account.balance}")

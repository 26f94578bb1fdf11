n = 27  # small: 16
# Recursion written with a conditional expression: Fibonacci in one expression.
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(f"fib({n}) = {fib(n)}")

n = 22  # small: 12
# Recursion written with if / elif: the ways to climb n stairs taking 1, 2 or 3 at a time.
def ways(n):
    if n == 0:
        return 1
    elif n < 0:
        return 0
    return ways(n - 1) + ways(n - 2) + ways(n - 3)

print(f"ways({n}) =", ways(n))

n = 1_000_000  # small: 1000
# The sieve of Eratosthenes: a list of bools, a while loop and a stepped range.
is_prime = [True] * (n + 1)
is_prime[0] = False
is_prime[1] = False
i = 2
while i * i <= n:
    if is_prime[i]:
        for multiple in range(i * i, n + 1, i):
            is_prime[multiple] = False
    i += 1
count = 0
total = 0
for k in range(n + 1):
    if is_prime[k]:
        count += 1
        total += k
print(f"{count} primes up to {n}, sum {total}")

n = 30000  # small: 500
# A while loop inside a for loop: the longest Collatz chain below n.
longest = 0
start = 0
all_steps = 0
for i in range(1, n):
    x = i
    steps = 0
    while x != 1:
        if x % 2 == 0:
            x = x // 2
        else:
            x = 3 * x + 1
        steps += 1
    all_steps += steps
    if steps > longest:
        longest = steps
        start = i
print(f"longest chain starts at {start}: {longest} steps, {all_steps} in all")

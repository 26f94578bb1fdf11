n = 50000  # small: 300
# CSV text built with f-strings (rows joined, as Python builds long text) and parsed with split:
# a header, rows, totals per city.
cities = ["Paris", "Lima", "Oslo", "Pune"]
rows = ["id,name,score,city"]
for i in range(n):
    rows.append(f"{i},Student {i},{(i * 37) % 101},{cities[i % 4]}")
csv = "\n".join(rows) + "\n"
total = 0
best = 0
by_city = {}
for line in csv.splitlines()[1:]:
    fields = line.split(",")
    score = int(fields[2])
    total += score
    if score > best:
        best = score
    by_city[fields[3]] = by_city.get(fields[3], 0) + score
print(f"{len(csv.encode())} bytes, total {total}, best {best}, Paris {by_city.get('Paris', 0)}, {len(by_city)} cities")

n = 20000  # small: 300
# Splitting strings: a log split into lines, lines into words, a time into hours and minutes.
lines = []
for i in range(n):
    lines.append(f"user{i} logged in at {i % 24}:{i % 60} from room {i % 7}")
log = "\n".join(lines)
words = 0
hours = 0
rooms = [0] * 7
longest = ""
for line in log.split("\n"):
    parts = line.split(" ")
    words += len(parts)
    time = parts[4].split(":")
    hours += int(time[0]) + int(time[1])
    rooms[int(parts[7])] += 1
    if len(parts[0]) > len(longest):
        longest = parts[0]
print(f"{words} words, {hours} hours, rooms {rooms}, longest {longest}")

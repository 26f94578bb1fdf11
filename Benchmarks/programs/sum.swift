var total = 0
for i in 0..<10_000_000 {
    total += i
}
print(total)

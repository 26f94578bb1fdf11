// swiftc: 4:10: error: overlapping accesses to 'deck', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:) [#ExclusivityViolation]
var deck = ["A", "K", "Q", "J"]
for i in 0..<deck.count / 2 {
    swap(&deck[i], &deck[deck.count - 1 - i])
}
print(deck)

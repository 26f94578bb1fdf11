// swiftc: 4:17: error: binary operator '==' cannot be applied to two 'Element' operands
func position<Element>(of wanted: Element, in items: [Element]) -> Int? {
    for (index, item) in items.enumerated() {
        if item == wanted {
            return index
        }
    }
    return nil
}
print(position(of: "b", in: ["a", "b"]) ?? -1)

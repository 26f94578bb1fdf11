// swiftc: 5:9: error: invalid redeclaration of 'result'
func area(width: Double, height: Double) -> Double {
    let result = width * height
    print(result)
    let result = result.rounded()
    return result
}

print(area(width: 2, height: 3.5))

// swiftc: 4:20: error: cannot find 'seedCount' in scope
struct Garden { var beds = 3 }
let plot = Garden()
if plot.flowers == seedCount {
    print("full")
}

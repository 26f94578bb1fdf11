// swiftc: 4:5: error: switch must be exhaustive
enum Weekday: Int { case mon = 1, tue, wed, thu, fri, sat, sun }
func isWeekend(_ d: Weekday) -> Bool {
    switch d {
    case .sat, .sun: return true
    case .mon, .tue, .wed, .thu: return false
    }
}
print(isWeekend(.fri))

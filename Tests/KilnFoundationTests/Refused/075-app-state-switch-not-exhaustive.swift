// swiftc: 8:5: error: switch must be exhaustive
import Foundation

enum AppState {
    case launching, active, background, terminated
}
func save(in state: AppState) {
    switch state {
    case .active:
        print("saving while active")
    case .background:
        print("saving in background")
    }
}
save(in: .active)

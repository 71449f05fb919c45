import UIKit

class FadeSegue: UIStoryboardSegue {
    override func perform() {
        Trace.log("FadeSegue.perform \(identifier ?? "-")")
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true, completion: nil)
    }
}

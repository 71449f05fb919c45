import UIKit

/// A controller as Interface Builder era code writes it: outlets, an action,
/// a timer by selector, a key path by #keyPath (the adaptation plugin compiles it).
class OutletCardController: UIViewController {
    @IBOutlet weak var card: UIView!
    @IBOutlet var dots: [UIView]!
    private var ticks = 0

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .systemOrange
        view.addSubview(card)
        self.card = card
        dots = []
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(timeInterval: 0.2, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        let spin = CABasicAnimation(keyPath: #keyPath(CALayer.cornerRadius))
        spin.fromValue = 0
        spin.toValue = 30
        spin.duration = 1
        card.layer.add(spin, forKey: "round")
    }

    @objc private func tick(_ timer: Timer) {
        ticks += 1
        card.center.x += 20
        if ticks == 5 { timer.invalidate() }
    }

    @IBAction func bounce(_ sender: UIButton) {
        UIView.animate(withDuration: 0.3) { self.card.transform = CGAffineTransform(scaleX: 1.5, y: 1.5) }
    }
}

import UIKit

class HomeViewController: UIViewController {

    @IBOutlet weak var cardView: CardView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var cardHeight: NSLayoutConstraint!
    @IBOutlet var dots: [UIView]!

    override func awakeFromNib() {
        super.awakeFromNib()
        Trace.log("Home.awakeFromNib view loaded=\(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Trace.log("Home.viewDidLoad card=\(cardView != nil) title=\(titleLabel?.text ?? "nil") dots=\(dots?.count ?? 0)")
        dots.forEach { $0.layer.cornerRadius = 8 }
    }

    @IBAction func animateCard(_ sender: UIButton) {
        Trace.log("Home.animateCard sender=\(type(of: sender))")
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: []) {
            self.cardHeight.constant = 260
            self.view.layoutIfNeeded()
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        Trace.log("Home.shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Trace.log("Home.prepare \(segue.identifier ?? "-") to \(type(of: segue.destination))")
        if let detail = segue.destination as? DetailViewController {
            detail.heading = titleLabel.text
        }
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        Trace.log("Home.unwindToHome from \(type(of: segue.source))")
    }
}

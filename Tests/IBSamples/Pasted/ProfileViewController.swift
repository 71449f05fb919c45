import UIKit

class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var avatar: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        Trace.log("Profile.viewDidLoad name=\(nameLabel?.text ?? "nil")")
        avatar.layer.cornerRadius = 40
    }

    @IBAction func follow(_ sender: Any) {
        Trace.log("Profile.follow")
        UIView.animate(withDuration: 0.3) { self.avatar.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
    }
}

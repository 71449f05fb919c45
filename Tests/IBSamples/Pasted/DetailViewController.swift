import UIKit

class DetailViewController: UIViewController {
    @IBOutlet weak var doneButton: UIButton!
    var heading: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        Trace.log("Detail.viewDidLoad heading=\(heading ?? "nil") done=\(doneButton?.currentTitle ?? "nil")")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Trace.log("Detail.prepare unwind to \(type(of: segue.destination))")
    }
}

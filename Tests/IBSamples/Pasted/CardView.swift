import UIKit

@IBDesignable
class CardView: UIView {

    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Trace.log("CardView.init(coder:) subviews=\(subviews.count)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        Trace.log("CardView.awakeFromNib cornerRadius=\(cornerRadius)")
    }
}

import UIKit

// A contacts list from a storyboard: prototype cells with outlets, dequeued by identifier.
class ContactCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var roleLabel: UILabel!
}

class ContactsViewController: UITableViewController {
    let people = [("Ada Lovelace", "Analyst"), ("Grace Hopper", "Rear admiral"), ("Alan Turing", "Mathematician")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return people.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath) as! ContactCell
        cell.nameLabel.text = people[indexPath.row].0
        cell.roleLabel.text = people[indexPath.row].1
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        Trace.lines.append("Contacts.select \(people[indexPath.row].0)")
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

// A cell registered by class in code, made through the plugin's registration.
class BadgeCell: UITableViewCell {
    let badge = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        badge.text = "NEW"
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

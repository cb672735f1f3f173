import { Avatar } from '../../components/Avatar';
import { team } from '../../content/team';

export function TeamGrid() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {team.map((member) => (
        <li key={member.id} className="rounded-box border border-grey-200 bg-white p-6">
          <div className="flex items-center gap-4">
            <Avatar name={member.name} image={member.img} size="lg" />
            <div>
              <h3 className="text-lg font-bold text-navy-900">{member.name}</h3>
              <p className="text-sm font-semibold text-navy-700">{member.position}</p>
            </div>
          </div>
          <p className="mt-4 text-grey-700">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}

import { graphql, useFragment } from 'react-relay';
import { EquipmentIcon } from '../icons/equipmentIcons';
import type { StudioEquipment_studio$key } from './__generated__/StudioEquipment_studio.graphql';

/** The equipment the classes use at home, each with its icon and a household hack. */
export function StudioEquipment({ studio }: { studio: StudioEquipment_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioEquipment_studio on Studio {
        equipment {
          key
          name
          hack
        }
      }
    `,
    studio,
  );
  if (data.equipment.length === 0) return null;
  return (
    <section className="studio-facet studio-facet--wide" aria-labelledby="studio-equipment">
      <h3 id="studio-equipment" className="studio-facet__title">
        Equipment
      </h3>
      <ul className="equipment-list">
        {data.equipment.map((item) => (
          <li key={item.key} className="equipment-item">
            <EquipmentIcon equipmentKey={item.key} size={44} className="equipment-item__icon" />
            <div>
              <p className="equipment-item__name">{item.name}</p>
              {item.hack && (
                <p className="equipment-item__hack">
                  <span className="equipment-item__hack-label">Home hack:</span> {item.hack}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

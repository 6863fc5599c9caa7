import { graphql, useFragment } from 'react-relay';
import { LevelIcon, type LevelIconKey } from '../../ui/icons/levelIcons';
import type { StudioLevel_studio$key, StudioLevel } from './__generated__/StudioLevel_studio.graphql';

const LEVELS: Partial<Record<StudioLevel, { iconKey: LevelIconKey; label: string }>> = {
  ALL_LEVELS: { iconKey: 'allLevels', label: 'All Levels' },
  INTERMEDIATE: { iconKey: 'intermediate', label: 'Intermediate' },
  ADVANCED: { iconKey: 'advance', label: 'Advanced' },
};

/** The level the classes suit, with its icon; nothing when the studio gave no level. */
export function StudioLevelFacet({ studio }: { studio: StudioLevel_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioLevel_studio on Studio {
        level
      }
    `,
    studio,
  );
  const level = LEVELS[data.level];
  if (!level) return null;
  return (
    <section className="studio-facet" aria-labelledby="studio-level">
      <LevelIcon levelKey={level.iconKey} className="studio-facet__icon" />
      <h3 id="studio-level" className="studio-facet__title">
        Level
      </h3>
      <p className="studio-facet__value">{level.label}</p>
    </section>
  );
}

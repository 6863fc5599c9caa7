import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FormError, FormField, focusFirstInvalid } from '../ui/FormField';
import {
  ACTIVITY_LEVELS,
  DEFAULT_AGE,
  DEFAULT_WEIGHT,
  birthdayError,
  todayKey,
  weightError,
} from './profileRules';
import { useUpdateFitnessProfile, type UpdateFitnessProfileInput } from './useUpdateFitnessProfile';
import type {
  ActivityLevel,
  Gender,
  ProfileForm_profile$key,
} from './__generated__/ProfileForm_profile.graphql';

type FieldName = 'birthday' | 'weight' | 'gender' | 'activityLevel';

const GENDERS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
];

/**
 * The fitness profile the calorie estimates use: birthday, weight, gender and activity level.
 * A field showing the product's default says so; only what the member changed is sent, so a
 * default never becomes a value they gave. Checked here first, then each server error is shown
 * on its field.
 */
export function ProfileForm({ profile }: { profile: ProfileForm_profile$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_profile on FitnessProfile {
        birthday
        age
        weight
        gender
        activityLevel
        defaults
      }
    `,
    profile,
  );
  const weightIsDefault = data.defaults.includes('WEIGHT');
  const genderIsDefault = data.defaults.includes('GENDER');
  const initialWeight = weightIsDefault ? '' : String(data.weight);
  const [birthday, setBirthday] = useState(data.birthday ?? '');
  const [weight, setWeight] = useState(initialWeight);
  const [gender, setGender] = useState<Gender>(data.gender);
  const [genderChosen, setGenderChosen] = useState(false);
  const [activityLevel, setActivityLevel] = useState<ActivityLevel | ''>(data.activityLevel ?? '');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [update, saving] = useUpdateFitnessProfile();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFormError(null);
    const found: Partial<Record<FieldName, string>> = {};
    const birthdayProblem = birthdayError(birthday);
    const weightProblem = weightError(weight);
    if (birthdayProblem) found.birthday = birthdayProblem;
    if (weightProblem) found.weight = weightProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const input: UpdateFitnessProfileInput = {};
    if (birthday !== (data.birthday ?? '')) input.birthday = birthday || null;
    if (weight.trim() !== initialWeight) input.weight = weight.trim() === '' ? null : Number(weight);
    if (gender !== data.gender || (genderIsDefault && genderChosen)) input.gender = gender;
    if (activityLevel !== (data.activityLevel ?? '')) input.activityLevel = activityLevel || null;
    if (Object.keys(input).length === 0) {
      setSaved('Nothing changed.');
      return;
    }
    const outcome = await update(input);
    if (outcome.ok) {
      setSaved('Your profile is saved.');
      setGenderChosen(false);
      return;
    }
    const byField: Partial<Record<FieldName, string>> = {};
    const general: string[] = [];
    for (const error of outcome.errors) {
      const field = error.field as FieldName | null;
      if (field && ['birthday', 'weight', 'gender', 'activityLevel'].includes(field))
        byField[field] = error.message;
      else general.push(error.message);
    }
    setErrors(byField);
    setFormError(general.join(' ') || (outcome.errors.length === 0 ? outcome.message : null));
    focusFirstInvalid(formRef.current);
  };

  return (
    <form ref={formRef} className="progress-profile" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        label="Birthday"
        type="date"
        max={todayKey()}
        value={birthday}
        onValueChange={setBirthday}
        warning={errors.birthday}
        hint={data.birthday ? `Age ${data.age}` : `default: age ${DEFAULT_AGE}`}
      />
      <FormField
        label="Weight (lb)"
        type="number"
        inputMode="decimal"
        min={0}
        max={1000}
        step="any"
        value={weight}
        placeholder={weightIsDefault ? String(DEFAULT_WEIGHT) : undefined}
        onValueChange={setWeight}
        warning={errors.weight}
        hint={weightIsDefault ? `default: ${DEFAULT_WEIGHT} lb` : undefined}
      />
      <fieldset
        className="progress-profile__choices"
        aria-describedby={genderIsDefault ? 'gender-default' : undefined}
      >
        <legend>Gender</legend>
        {GENDERS.map((option) => (
          <label key={option.value} className="progress-profile__choice">
            <input
              type="radio"
              name="gender"
              value={option.value}
              checked={gender === option.value}
              onChange={() => {
                setGender(option.value);
                setGenderChosen(true);
              }}
            />
            {option.label}
          </label>
        ))}
        {genderIsDefault ? (
          <p id="gender-default" className="form-field__hint">
            default: Female
          </p>
        ) : null}
        {errors.gender ? <p className="form-field__warning">{errors.gender}</p> : null}
      </fieldset>
      <fieldset className="progress-profile__choices">
        <legend>Activity level</legend>
        {ACTIVITY_LEVELS.map((level) => (
          <div key={level.value} className="progress-profile__level">
            <label className="progress-profile__choice">
              <input
                type="radio"
                name="activityLevel"
                value={level.value}
                checked={activityLevel === level.value}
                onChange={() => setActivityLevel(level.value)}
                aria-describedby={`activity-${level.value}`}
              />
              <strong>{level.label}</strong>
            </label>
            <p id={`activity-${level.value}`} className="progress-profile__description">
              {level.description}
            </p>
          </div>
        ))}
        {errors.activityLevel ? <p className="form-field__warning">{errors.activityLevel}</p> : null}
      </fieldset>
      <FormError message={formError} />
      <p className="form-success" role="status">
        {saved}
      </p>
      <button type="submit" className="button button--brand" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

export {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownItemIndicator,
  DropdownLabel,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownSeparator,
  DropdownToggle,
} from './dropdown';
export type { DropdownContentProps, DropdownProps } from './dropdown';

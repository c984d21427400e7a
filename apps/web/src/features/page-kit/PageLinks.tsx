import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A row of links to other pages of the app (the FAQ, terms, support, home). */
export function PageLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <Group gap="md">
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

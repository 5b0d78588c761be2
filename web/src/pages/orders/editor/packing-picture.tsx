import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PackingResult } from '#domain/packing/packing.schema';
import { packingLayers } from '#domain/packing/packing-layers.rules';

const PALETTE = ['#0972d3', '#037f0c', '#8d6605', '#d91515', '#6237a0', '#00819c', '#c33d69', '#5f6b7a'];

function colourOf(sku: string, skus: string[]): string {
  return PALETTE[skus.indexOf(sku) % PALETTE.length];
}

/** Top view of each layer of each packed box: what a packer sees when filling the box bottom up. */
export function PackingPicture({ packing }: { packing: PackingResult }) {
  const skus = [...new Set(packing.boxes.flatMap((b) => b.items.map((i) => i.sku)))];
  return (
    <Container
      header={
        <Header variant="h3" description="Each square is one layer seen from above, bottom layer first.">
          Packing
        </Header>
      }
    >
      <SpaceBetween size="l">
        {packing.boxes.map((box, b) => {
          const { length, width, height } = box.usableDimensions;
          const scale = 140 / Math.max(length, width, 1);
          return (
            <SpaceBetween size="xs" key={b}>
              <Box variant="h4">
                Box {b + 1}: {box.name} — {box.itemCount} {box.itemCount === 1 ? 'unit' : 'units'},{' '}
                {box.grossWeight.toFixed(2)} {packing.weightUnit}
                {box.utilisation !== undefined ? `, ${(box.utilisation * 100).toFixed(0)}% full` : ''} (inside {length}×
                {width}×{height} {packing.lengthUnit})
              </Box>
              <ColumnLayout columns={4} variant="text-grid">
                {packingLayers(box).map((layer) => (
                  <div key={layer.z} data-testid="packing-layer">
                    <svg
                      width={length * scale + 2}
                      height={width * scale + 2}
                      role="img"
                      aria-label={`Layer at ${layer.z} ${packing.lengthUnit}`}
                    >
                      <rect x={1} y={1} width={length * scale} height={width * scale} fill="#f4f4f4" stroke="#5f6b7a" />
                      {layer.rects.map((r, i) => (
                        <rect
                          key={i}
                          x={1 + r.x * scale}
                          y={1 + r.y * scale}
                          width={r.length * scale}
                          height={r.width * scale}
                          fill={colourOf(r.sku, skus)}
                          fillOpacity={0.75}
                          stroke="#ffffff"
                        >
                          <title>{r.sku}</title>
                        </rect>
                      ))}
                    </svg>
                    <Box fontSize="body-s" color="text-body-secondary">
                      from {layer.z} {packing.lengthUnit}
                    </Box>
                  </div>
                ))}
              </ColumnLayout>
            </SpaceBetween>
          );
        })}
        <SpaceBetween size="xs" direction="horizontal">
          {skus.map((sku) => (
            <Box key={sku} fontSize="body-s">
              <span
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  background: colourOf(sku, skus),
                  marginRight: 4,
                }}
              />
              {sku}
            </Box>
          ))}
        </SpaceBetween>
        {packing.unpacked.length > 0 && (
          <Box color="text-status-error">
            Not packed: {packing.unpacked.map((u) => `${u.quantity} × ${u.sku || 'item'} (${u.reason})`).join(', ')}
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
